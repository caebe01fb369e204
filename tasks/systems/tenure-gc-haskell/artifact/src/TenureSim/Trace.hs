{-# LANGUAGE BangPatterns #-}
-- | Synthetic allocation traces.
--
-- A trace is a list of objects in allocation order.  For every object the
-- generator draws, in this order and from one SplitMix64 stream:
--
--   1. the allocation site, proportionally to the sites' weights;
--   2. the size, uniform in the site's @[min_size, max_size]@, rounded up
--      to a multiple of 8 bytes;
--   3. the lifetime, uniform in the site's lifetime class interval
--      (drawn for immortal sites too, so that streams stay aligned).
--
-- The birth time of an object is the number of bytes allocated before it,
-- so the trace is independent of the collector that replays it.
module TenureSim.Trace
  ( genTrace
  , traceBytes
  , TraceSummary(..)
  , summarise
  , pickSite
  , align8
  ) where

import Data.List (foldl')
import qualified Data.IntMap.Strict as IM

import TenureSim.Rng
import TenureSim.Types

align8 :: Int -> Int
align8 n = (n + 7) `div` 8 * 8

-- | Index of the site selected by @x@ in @[0, total)@ given cumulative weights.
pickSite :: [(Int, Int)] -> Int -> Int
pickSite cums x = go cums
  where
    go ((i, c) : rest) | x < c     = i
                       | otherwise = go rest
    go [] = error "TenureSim.Trace.pickSite: weight table exhausted"

genTrace :: Rng -> [Site] -> Int -> [Obj]
genTrace rng0 sites n = go rng0 0 n
  where
    tw = sum (map siteWeight sites)
    cums = zip [0 ..] (tail (scanl (+) 0 (map siteWeight sites)))
    siteArr = IM.fromList (zip [0 ..] sites)
    go _ _ 0 = []
    go !g !clock !k =
      let (x, g1)   = nextBelow tw g
          si        = pickSite cums x
          site      = siteArr IM.! si
          (sz0, g2) = nextRange (siteMinSz site) (siteMaxSz site) g1
          sz        = align8 sz0
          (lo, hi)  = classBounds (siteClass site)
          (lt, g3)  = nextBelow (hi - lo) g2
          death     = case siteClass site of
                        Immortal -> immortal
                        _        -> clock + lo + lt
          o         = Obj { objSite = si, objSize = sz, objBirth = clock, objDeath = death }
      in o : go g3 (clock + sz) (k - 1)

traceBytes :: [Obj] -> Int
traceBytes = foldl' (\a o -> a + objSize o) 0

data TraceSummary = TraceSummary
  { tsObjects   :: !Int
  , tsBytes     :: !Int
  , tsImmortal  :: !Int
  , tsPerSite   :: IM.IntMap Int
  } deriving (Show)

summarise :: [Obj] -> TraceSummary
summarise = foldl' step (TraceSummary 0 0 0 IM.empty)
  where
    step (TraceSummary n b im ps) o =
      TraceSummary (n + 1) (b + objSize o)
                   (if objDeath o >= immortal then im + 1 else im)
                   (IM.insertWith (+) (objSite o) 1 ps)
