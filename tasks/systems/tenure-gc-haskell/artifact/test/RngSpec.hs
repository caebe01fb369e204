module RngSpec (tests) where

import TenureSim.Rng

tests :: IO [(String, Bool)]
tests = return
  [ ("splitmix64 first output of seed 0", fst (nextWord (mkRng 0)) == 0xe220a8397b1dcdaf)
  , ("splitmix64 second output of seed 0",
       fst (nextWord (snd (nextWord (mkRng 0)))) == 0x6e789e6aa1b965f4)
  , ("nextBelow stays in range", all (\g -> fst (nextBelow 7 g) < 7) gens)
  , ("nextRange is inclusive", all (\g -> let x = fst (nextRange 3 5 g) in x >= 3 && x <= 5) gens)
  , ("streams differ per workload", streamFor 1 0 /= streamFor 1 1)
  ]
  where
    gens = take 200 (iterate (snd . nextWord) (mkRng 42))
