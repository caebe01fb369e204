-- | Wall-clock timing of simulation runs (reported, never used in tables).
module TenureSim.Util.Timing
  ( timed
  , millis
  ) where

import Control.Exception (evaluate)
import Data.Time.Clock (diffUTCTime, getCurrentTime, NominalDiffTime)

-- | Evaluate a pure result to WHNF and return it with the elapsed time.
timed :: a -> IO (a, NominalDiffTime)
timed x = do
  t0 <- getCurrentTime
  r  <- evaluate x
  t1 <- getCurrentTime
  return (r, diffUTCTime t1 t0)

millis :: NominalDiffTime -> Int
millis d = round (realToFrac d * 1000 :: Double)
