-- | The Table 2 driver: every workload of the configuration under every
-- policy, one trace per workload shared by all policies.
module TenureSim.Experiment
  ( runTable
  , runWorkload
  ) where

import Control.Monad (forM)
import Data.List (intercalate)
import System.FilePath (replaceExtension)
import System.IO (hFlush, stdout)

import TenureSim.Config
import TenureSim.Export (rowsJson)
import TenureSim.Heap (boundedSurvivors)
import TenureSim.Policy
import TenureSim.Report
import TenureSim.Rng
import TenureSim.Sim
import TenureSim.Sites
import TenureSim.Trace
import TenureSim.Util.Timing

runWorkload :: Config -> FilePath -> Int -> String -> IO [Row]
runWorkload cfg dataDir k wl = do
  sites <- readSites (sitesPath dataDir wl)
  pols <- either (ioError . userError) return (mapM parsePolicy (cfgPolicies cfg))
  let trace = genTrace (streamFor (cfgSeed cfg) k) sites (cfgObjects cfg)
      bytes = traceBytes trace
  putStrLn ("workload " ++ wl ++ ": " ++ show (length sites) ++ " sites, "
            ++ show (cfgObjects cfg) ++ " objects, " ++ show (bytes `div` 1024) ++ " KiB allocated")
  hFlush stdout
  forM pols $ \p -> do
    (st, dt) <- timed (simulate cfg p trace)
    return (Row wl (policyName p) st (millis dt))

runTable :: Config -> FilePath -> FilePath -> IO [Row]
runTable cfg dataDir outCsv = do
  putStrLn ("tenuresim table: policies " ++ intercalate ", " (cfgPolicies cfg))
  putStrLn ("survivor spaces: " ++ (if boundedSurvivors then "bounded" else "unbounded")
            ++ ", nursery " ++ show (cfgNurseryKB cfg) ++ " KiB")
  rows <- concat <$> mapM (uncurry (runWorkload cfg dataDir)) (zip [0 ..] (cfgWorkloads cfg))
  writeRunsCsv outCsv rows
  writeFile (replaceExtension outCsv "json")
            (rowsJson [ (rowWorkload r, rowPolicy r, rowStats r) | r <- rows ] ++ "\n")
  putStr (consoleRows rows)
  putStrLn ("wrote " ++ outCsv)
  return rows
