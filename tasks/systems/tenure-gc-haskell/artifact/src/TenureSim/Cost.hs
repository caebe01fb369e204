-- | A deliberately simple cycle-cost model of a collection, calibrated on
-- the micro-benchmarks of section 4.1 (copying ~3 cycles/byte including the
-- forwarding-pointer write, marking ~1 cycle/byte, fixed costs for root
-- scanning and for the old collection's sweep set-up).
module TenureSim.Cost
  ( CostModel(..)
  , paperCost
  , gcCostKCycles
  ) where

import TenureSim.Stats

data CostModel = CostModel
  { cmCopyPerByte  :: !Int
  , cmMarkPerByte  :: !Int
  , cmMinorFixed   :: !Int
  , cmMajorFixed   :: !Int
  } deriving (Eq, Show)

paperCost :: CostModel
paperCost = CostModel
  { cmCopyPerByte = 3
  , cmMarkPerByte = 1
  , cmMinorFixed  = 20000
  , cmMajorFixed  = 150000
  }

-- | Modelled collector cost in thousands of cycles (rounded down).
gcCostKCycles :: CostModel -> GcStats -> Int
gcCostKCycles cm s =
  ( cmCopyPerByte cm * stCopied s
  + cmMarkPerByte cm * stTraced s
  + cmMinorFixed cm * stMinor s
  + cmMajorFixed cm * stMajor s ) `div` 1000
