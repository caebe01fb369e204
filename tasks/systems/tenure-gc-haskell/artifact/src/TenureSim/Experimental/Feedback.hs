-- | EXPERIMENTAL, not in the paper: a proportional controller of the
-- tenuring threshold.  The error is the difference between the survivor
-- occupancy and the target, in percent of the nursery; the threshold moves
-- by @gain * error@ (rounded), clamped to 1..15.  Oscillates on the compiler
-- workload (see docs/POLICIES.md), hence not used.
module TenureSim.Experimental.Feedback
  ( Controller(..)
  , defaultController
  , nextThreshold
  , simulateThresholds
  ) where

data Controller = Controller
  { ctlGain      :: !Double   -- ^ threshold steps per percent of error
  , ctlTargetPct :: !Double
  , ctlMin       :: !Int
  , ctlMax       :: !Int
  } deriving (Eq, Show)

defaultController :: Controller
defaultController = Controller { ctlGain = 0.5, ctlTargetPct = 5, ctlMin = 1, ctlMax = 15 }

-- | New threshold after a collection that kept @kept@ of @cap@ bytes.
nextThreshold :: Controller -> Int -> Int -> Int -> Int
nextThreshold c cap kept th =
  let occ = 100 * fromIntegral kept / fromIntegral (max 1 cap) :: Double
      err = occ - ctlTargetPct c
      step = round (ctlGain c * err) :: Int
  in max (ctlMin c) (min (ctlMax c) (th - step))

-- | Thresholds produced by a sequence of survivor occupancies (for plots).
simulateThresholds :: Controller -> Int -> Int -> [Int] -> [Int]
simulateThresholds c cap th0 = scanl (\th kept -> nextThreshold c cap kept th) th0
