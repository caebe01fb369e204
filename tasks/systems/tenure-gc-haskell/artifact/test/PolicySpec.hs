module PolicySpec (tests) where

import Data.Either (isLeft)

import TenureSim.Config
import TenureSim.Policy

cfg :: Config
cfg = defaultConfig { cfgAdaptiveTarget = 10 }

cap :: Int
cap = 100000

tests :: IO [(String, Bool)]
tests = return
  [ ("fixed thresholds start where they say", initialThreshold cfg (Fixed 7) == 7)
  , ("adaptive policies start at the configured threshold",
       initialThreshold cfg Adaptive == cfgInitialThreshold cfg)
  , ("crowded survivor space lowers the threshold", adjustThreshold cfg cap 20000 5 == 4)
  , ("empty survivor space raises the threshold", adjustThreshold cfg cap 1000 5 == 6)
  , ("occupancy near the target keeps it", adjustThreshold cfg cap 7000 5 == 5)
  , ("threshold never drops below 1", adjustThreshold cfg cap 90000 1 == 1)
  , ("threshold never exceeds the maximum", adjustThreshold cfg cap 0 maxThreshold == maxThreshold)
  , ("fixed-0 is rejected", isLeft (parsePolicy "fixed-0"))
  , ("fixed-16 is rejected", isLeft (parsePolicy "fixed-16"))
  , ("unknown names are rejected", isLeft (parsePolicy "generational"))
  , ("only the pretenuring policy pretenures",
       map pretenures [Fixed 1, Adaptive, AdaptivePretenure] == [False, False, True])
  ]
