-- | EXPERIMENTAL, dropped before the paper (docs/POLICIES.md): choose the
-- tenuring threshold from the age histogram of the survivors, as the
-- smallest age whose cumulative bytes exceed the survivor-space target.
--
-- The histogram policy needs the ages of all survivors after each young
-- collection; 'histogram' computes it from the nursery contents and
-- 'thresholdFromHistogram' picks the threshold.  It behaved like the
-- one-step adaptive policy within 2% on both workloads.
module TenureSim.Experimental.AgeHistogram
  ( AgeHistogram
  , histogram
  , thresholdFromHistogram
  , histogramRows
  ) where

import Data.List (foldl')
import qualified Data.IntMap.Strict as IM

import TenureSim.Heap (Young(..))
import TenureSim.Policy (maxThreshold)
import TenureSim.Types

-- | Bytes per age.
type AgeHistogram = IM.IntMap Int

histogram :: [Young] -> AgeHistogram
histogram = foldl' add IM.empty
  where add m y = IM.insertWith (+) (yAge y) (objSize (yObj y)) m

-- | Smallest age @a@ such that the bytes of ages @<= a@ exceed @target@;
-- 'maxThreshold' when they never do.
thresholdFromHistogram :: Int -> AgeHistogram -> Int
thresholdFromHistogram target h = go 0 (IM.toAscList h)
  where
    go _ [] = maxThreshold
    go acc ((age, b) : rest)
      | acc + b > target = max 1 age
      | otherwise        = go (acc + b) rest

-- | Rows for printing: age, bytes, cumulative bytes.
histogramRows :: AgeHistogram -> [(Int, Int, Int)]
histogramRows h = zip3 ages bytes (scanl1 (+) bytes)
  where
    ages  = IM.keys h
    bytes = IM.elems h
