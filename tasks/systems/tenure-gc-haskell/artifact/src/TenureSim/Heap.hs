{-# LANGUAGE BangPatterns #-}
{-# LANGUAGE CPP #-}
-- | The two-generation heap model.
--
-- The nursery holds newly allocated objects and the survivors of earlier
-- young collections.  A young collection at time @t@ keeps the objects
-- whose death time is after @t@, ages them by one, promotes those whose age
-- reached the tenuring threshold and keeps the others in the survivor space.
-- With bounded survivor spaces (cabal flag @bounded-survivor@, the model of
-- the paper) survivors that do not fit in @survivor_pct@ percent of the
-- nursery are promoted early ("overflow"); without, all of them stay.
--
-- The old generation is collected (mark only; sweeping is free in this
-- model) when its occupancy exceeds its limit; the new limit is the live
-- size times @old_growth@, but never less than the initial limit.
module TenureSim.Heap
  ( Heap(..)
  , Young(..)
  , newHeap
  , boundedSurvivors
  , survivorCap
  , youngCollect
  , oldCollect
  , promoteAll
  ) where

import Data.List (foldl')

import TenureSim.Types

-- | An object in the nursery with the number of collections it survived.
data Young = Young { yObj :: !Obj, yAge :: !Int }

data Heap = Heap
  { hNursery     :: [Young]   -- ^ newest first
  , hNurseryUsed :: !Int
  , hNurseryCap  :: !Int
  , hOld         :: [Obj]
  , hOldUsed     :: !Int
  , hOldLimit    :: !Int
  , hOldInitial  :: !Int
  , hOldGrowth   :: !Double
  , hSurvivorPct :: !Int
  }

newHeap :: Int -> Int -> Double -> Int -> Heap
newHeap nurseryCap oldInitial growth survPct = Heap
  { hNursery = [], hNurseryUsed = 0, hNurseryCap = nurseryCap
  , hOld = [], hOldUsed = 0, hOldLimit = oldInitial
  , hOldInitial = oldInitial, hOldGrowth = growth, hSurvivorPct = survPct }

-- | Whether this build models bounded survivor spaces.
boundedSurvivors :: Bool
#ifdef BOUNDED_SURVIVOR
boundedSurvivors = True
#else
boundedSurvivors = False
#endif

survivorCap :: Heap -> Int
survivorCap h = hNurseryCap h * hSurvivorPct h `div` 100

-- | Result of a young collection, besides the new heap.
--
-- Fields: objects seen at age 0 and how many of them survived, as
-- (site, seen, survived) triples; copied bytes; promoted bytes; overflow.
youngCollect :: Int -> Time -> Heap -> (Heap, [(Int, Bool)], Int, Int, Int)
youngCollect threshold t h =
  let objs      = reverse (hNursery h)                      -- oldest first
      firstTime = [ (objSite (yObj y), objDeath (yObj y) > t) | y <- objs, yAge y == 0 ]
      live      = [ Young o (a + 1) | Young o a <- objs, objDeath o > t ]
      tenured   = [ yObj y | y <- live, yAge y >= threshold ]
      cands     = [ y | y <- live, yAge y < threshold ]
      (kept, overflow) = fitSurvivors (survivorCap h) cands
      promoted  = tenured ++ overflow
      pBytes    = sumSize promoted
      oBytes    = sumSize overflow
      kBytes    = foldl' (\a y -> a + objSize (yObj y)) 0 kept
      h'        = h { hNursery = reverse kept
                    , hNurseryUsed = kBytes
                    , hOld = foldl' (flip (:)) (hOld h) promoted
                    , hOldUsed = hOldUsed h + pBytes }
  in (h', firstTime, kBytes + pBytes, pBytes, oBytes)

-- | Split survivor candidates (oldest first) into those that stay in the
-- survivor space and those that overflow into the old generation.
fitSurvivors :: Int -> [Young] -> ([Young], [Obj])
fitSurvivors cap ys
  | not boundedSurvivors = (ys, [])
  | otherwise            = go 0 ys [] []
  where
    go _ [] ks os = (reverse ks, reverse os)
    go !acc (y : rest) ks os
      | acc + sz <= cap = go (acc + sz) rest (y : ks) os
      | otherwise       = go acc rest ks (yObj y : os)
      where sz = objSize (yObj y)

sumSize :: [Obj] -> Int
sumSize = foldl' (\a o -> a + objSize o) 0

-- | Promote everything left in the nursery (used when an allocation does
-- not fit even after a young collection).  Returns the promoted bytes.
promoteAll :: Heap -> (Heap, Int)
promoteAll h =
  let objs = map yObj (reverse (hNursery h))
      b    = sumSize objs
  in ( h { hNursery = [], hNurseryUsed = 0
         , hOld = foldl' (flip (:)) (hOld h) objs
         , hOldUsed = hOldUsed h + b }
     , b )

-- | Old collection at time @t@; returns the new heap and the traced bytes.
oldCollect :: Time -> Heap -> (Heap, Int)
oldCollect t h =
  let live  = filter (\o -> objDeath o > t) (hOld h)
      lb    = sumSize live
      limit = max (hOldInitial h) (ceiling (fromIntegral lb * hOldGrowth h))
  in (h { hOld = live, hOldUsed = lb, hOldLimit = limit }, lb)
