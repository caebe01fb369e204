-- | A self-contained demo: a small built-in workload, one policy, and a
-- comparison with the golden numbers in golden/demo.txt.  It exists so
-- that a fresh checkout can be smoke-tested without the sites tables.
module TenureSim.Demo
  ( demoConfig
  , demoSites
  , runDemo
  , demoLines
  ) where

import TenureSim.Config
import TenureSim.Policy
import TenureSim.Rng
import TenureSim.Sim
import TenureSim.Stats
import TenureSim.Trace
import TenureSim.Types

demoConfig :: Config
demoConfig = defaultConfig
  { cfgSeed = 7, cfgObjects = 20000, cfgNurseryKB = 128, cfgSurvivorPct = 50
  , cfgOldInitialKB = 512, cfgWorkloads = ["demo"], cfgPolicies = ["fixed-4"] }

demoSites :: [Site]
demoSites =
  [ Site "cons"       60 16  32 Short
  , Site "tuple"      30 24  48 Short
  , Site "hashnode"    8 32  64 Medium
  , Site "symtab"      2 64 256 Immortal
  ]

demoLines :: [String]
demoLines =
  let trace = genTrace (mkRng (cfgSeed demoConfig)) demoSites (cfgObjects demoConfig)
      st = simulate demoConfig (Fixed 4) trace
  in zipWith (\k v -> k ++ " " ++ show v) statsFields (statsValues st)

-- | Print the demo numbers; compare with the golden file when given one.
runDemo :: Maybe FilePath -> IO Bool
runDemo golden = do
  mapM_ putStrLn demoLines
  case golden of
    Nothing -> return True
    Just path -> do
      want <- lines <$> readFile path
      let ok = want == demoLines
      putStrLn (if ok then "demo OK (matches " ++ path ++ ")"
                      else "demo MISMATCH against " ++ path)
      return ok
