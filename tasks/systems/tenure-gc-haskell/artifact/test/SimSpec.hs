module SimSpec (tests) where

import TenureSim.Config
import TenureSim.Demo
import TenureSim.Policy
import TenureSim.Rng
import TenureSim.Sim
import TenureSim.Stats
import TenureSim.Trace
import TenureSim.Types

small :: Config
small = defaultConfig { cfgObjects = 5000, cfgNurseryKB = 32, cfgOldInitialKB = 128 }

trace0 :: [Obj]
trace0 = genTrace (mkRng 1) demoSites (cfgObjects small)

tests :: IO [(String, Bool)]
tests = return
  [ ("trace has the requested length", length trace0 == 5000)
  , ("sizes are 8-byte aligned", all ((== 0) . (`mod` 8) . objSize) trace0)
  , ("births are increasing", and (zipWith (<) (map objBirth trace0) (drop 1 (map objBirth trace0))))
  , ("deaths follow births", all (\o -> objDeath o >= objBirth o) trace0)
  , ("a young GC happens", stMinor (simulate small (Fixed 1) trace0) > 0)
  , ("fixed-1 promotes at least as much as fixed-4",
       stPromoted (simulate small (Fixed 1) trace0) >= stPromoted (simulate small (Fixed 4) trace0))
  , ("peak covers the largest object", stPeak (simulate small Adaptive trace0) >= 256)
  , ("pretenuring never increases young collections",
       stMinor (simulate small AdaptivePretenure trace0) <= stMinor (simulate small Adaptive trace0))
  , ("demo is deterministic", demoLines == demoLines)
  , ("policy names round-trip",
       map (fmap policyName . parsePolicy) ["fixed-2", "adaptive", "adaptive+pretenure"]
         == map Right ["fixed-2", "adaptive", "adaptive+pretenure"])
  ]
