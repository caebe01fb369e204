-- | EXPERIMENTAL, not in the paper: a region-based old generation in which
-- objects of the same allocation site share fixed-size regions and a region
-- is reclaimed when all of its objects are dead.  Kept for the follow-up
-- work; the numbers it produces have not been validated.
module TenureSim.Experimental.Regions
  ( RegionStats(..)
  , simulateRegions
  ) where

import Data.List (foldl')
import qualified Data.IntMap.Strict as IM

import TenureSim.Types

data RegionStats = RegionStats
  { rsRegions   :: !Int     -- ^ regions ever opened
  , rsReclaimed :: !Int     -- ^ regions reclaimed
  , rsPeakLive  :: !Int     -- ^ peak number of open regions
  , rsWasteKB   :: !Int     -- ^ dead bytes held in unreclaimed regions at the end
  } deriving (Eq, Show)

data Region = Region
  { rgUsed     :: !Int
  , rgLastDeath :: !Int
  , rgLiveBytes :: !Int
  }

-- | Every site fills its current region; a full region is closed and
-- reclaimed at the death time of its longest-lived object.
simulateRegions :: Int -> [Obj] -> RegionStats
simulateRegions regionBytes objs = finish (foldl' step (IM.empty, [], 0, 0, 0) objs)
  where
    step (open, closed, opened, reclaimed, peakLive) o =
      let t = objBirth o
          (dead, alive) = span ((<= t) . rgLastDeath) closed
          cur = IM.findWithDefault (Region 0 0 0) (objSite o) open
          cur' = cur { rgUsed = rgUsed cur + objSize o
                     , rgLastDeath = max (rgLastDeath cur) (objDeath o)
                     , rgLiveBytes = rgLiveBytes cur + objSize o }
          newRegion = rgUsed cur == 0
          (open', closed')
            | rgUsed cur' >= regionBytes = (IM.delete (objSite o) open, insertSorted cur' alive)
            | otherwise                  = (IM.insert (objSite o) cur' open, alive)
          live = IM.size open' + length closed'
      in ( open', closed', opened + fromEnum newRegion
         , reclaimed + length dead, max peakLive live )
    finish (open, closed, opened, reclaimed, peakLive) =
      RegionStats opened reclaimed peakLive
        (sum (map rgUsed closed ++ map rgUsed (IM.elems open)) `div` 1024)
    insertSorted r [] = [r]
    insertSorted r (x : xs)
      | rgLastDeath r <= rgLastDeath x = r : x : xs
      | otherwise = x : insertSorted r xs
