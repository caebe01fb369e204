module ReplaySpec (tests) where

import Data.Either (isLeft)

import TenureSim.Replay
import TenureSim.Types

sample :: String
sample = unlines
  [ "# tiny trace"
  , "a 1 0 16"
  , "a 2 1 32"
  , "f 1"
  , "a 3 0 16"
  , "f 3"
  ]

tests :: IO [(String, Bool)]
tests = return
  [ ("replay parses a sample", fmap length (parseAtr sample) == Right 3)
  , ("replay keeps allocation order", fmap (map objBirth) (parseAtr sample) == Right [0, 16, 48])
  , ("freed objects die at the free", fmap (map objDeath . take 1) (parseAtr sample) == Right [48])
  , ("never-freed objects are immortal",
       fmap (map objDeath . take 1 . drop 1) (parseAtr sample) == Right [immortal])
  , ("unknown frees are errors", isLeft (parseAtr "f 9\n"))
  , ("duplicate ids are errors", isLeft (parseAtr "a 1 0 8\na 1 0 8\n"))
  ]
