-- | Nursery-size sweep (Figure 3 of the paper): total statistics of every
-- policy over all workloads for a range of nursery sizes.
--
-- Not part of Table 2; `tenuresim sweep` writes results/sweep.csv, plotted
-- by scripts/plot_sweep.py.
module TenureSim.Sweep
  ( sweepSizes
  , runSweep
  , sweepCsv
  ) where

import qualified Data.Map as M

import TenureSim.Config
import TenureSim.Cost
import TenureSim.Policy
import TenureSim.Rng
import TenureSim.Sim
import TenureSim.Sites
import TenureSim.Stats
import TenureSim.Trace

sweepSizes :: [Int]
sweepSizes = [64, 128, 256, 512, 1024, 2048]

-- | (nursery KiB, policy) -> statistics summed over the workloads.
runSweep :: Config -> FilePath -> IO (M.Map (Int, String) GcStats)
runSweep cfg dataDir = do
  sitess <- mapM (readSites . sitesPath dataDir) (cfgWorkloads cfg)
  pols <- either (ioError . userError) return (mapM parsePolicy (cfgPolicies cfg))
  let traces = [ genTrace (streamFor (cfgSeed cfg) k) ss (cfgObjects cfg)
               | (k, ss) <- zip [0 ..] sitess ]
      one n p = mconcat [ simulate cfg { cfgNurseryKB = n } p tr | tr <- traces ]
  return (M.fromList [ ((n, policyName p), one n p) | n <- sweepSizes, p <- pols ])

sweepCsv :: M.Map (Int, String) GcStats -> String
sweepCsv m = unlines ("nursery_kb,policy,minor_gcs,copied_kb,promoted_kb,gc_cost_kcycles"
                      : M.foldWithKey row [] m)
  where
    row (n, p) s acc =
      (show n ++ "," ++ p ++ "," ++ show (stMinor s) ++ "," ++ show (kb (stCopied s))
       ++ "," ++ show (kb (stPromoted s)) ++ "," ++ show (gcCostKCycles paperCost s)) : acc
