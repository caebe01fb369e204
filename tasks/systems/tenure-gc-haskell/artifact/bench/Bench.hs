-- | Criterion benchmarks of the simulator core (not needed for the paper's
-- tables; `cabal bench` / `stack bench`).
module Main (main) where

import Criterion.Main

import TenureSim.Config
import TenureSim.Demo
import TenureSim.Policy
import TenureSim.Rng
import TenureSim.Sim
import TenureSim.Trace

main :: IO ()
main = defaultMain
  [ bgroup "trace" [ bench "genTrace 20k" (nf (length . genTrace (mkRng 3) demoSites) 20000) ]
  , bgroup "simulate"
      [ bench (policyName p) (whnf (simulate defaultConfig p) tr)
      | p <- [Fixed 1, Fixed 4, Adaptive, AdaptivePretenure] ]
  ]
  where tr = genTrace (mkRng 3) demoSites 20000
