module ConfigSpec (tests) where

import Data.Either (isLeft)

import TenureSim.Config
import TenureSim.Sites
import TenureSim.Types

tests :: IO [(String, Bool)]
tests = return
  [ ("empty config is the default", parseConfig "" == Right defaultConfig)
  , ("comments and blanks are ignored",
       parseConfig "# hello\n\n  # more\n" == Right defaultConfig)
  , ("seed is read", fmap cfgSeed (parseConfig "seed = 99\n") == Right 99)
  , ("lists are split on commas",
       fmap cfgPolicies (parseConfig "policies = fixed-1 , adaptive\n") == Right ["fixed-1", "adaptive"])
  , ("unknown keys are rejected", isLeft (parseConfig "nursery = 3\n"))
  , ("bad numbers are rejected", isLeft (parseConfig "objects = many\n"))
  , ("growth is a fraction", fmap cfgOldGrowth (parseConfig "old_growth = 2.5\n") == Right 2.5)
  , ("site rows parse",
       fmap (map siteClass) (parseSites "# c\nA\t3\t8\t16\tshort\nB\t1\t8\t8\tstatic\n")
         == Right [Short, Immortal])
  , ("unclassified sites are medium", parseClass "?" == Medium)
  , ("short rows are rejected", isLeft (parseSites "A\t3\t8\n"))
  ]
