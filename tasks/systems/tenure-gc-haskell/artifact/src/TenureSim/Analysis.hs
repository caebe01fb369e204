{-# LANGUAGE BangPatterns #-}
-- | Trace analysis used for Figure 2 and for sanity checks of the site
-- tables: survival curves and per-class lifetime statistics.
module TenureSim.Analysis
  ( survivalAt
  , survivalCurve
  , ClassStats(..)
  , classStats
  , meanLifetime
  ) where

import Data.List (foldl')
import qualified Data.Map.Strict as M

import TenureSim.Types

-- | Fraction of objects still alive @x@ bytes of allocation after their birth.
survivalAt :: [Obj] -> Int -> Double
survivalAt objs x =
  let (!alive, !n) = foldl' step (0 :: Int, 0 :: Int) objs
      step (!a, !k) o = (if objDeath o - objBirth o > x then a + 1 else a, k + 1)
  in if n == 0 then 0 else fromIntegral alive / fromIntegral n

-- | Survival at powers of two from 256 bytes to 16 MiB.
survivalCurve :: [Obj] -> [(Int, Double)]
survivalCurve objs = [ (x, survivalAt objs x) | x <- takeWhile (<= 16777216) (iterate (* 2) 256) ]

data ClassStats = ClassStats
  { csObjects :: !Int
  , csBytes   :: !Int
  , csLifeSum :: !Integer
  } deriving (Eq, Show)

-- | Objects, bytes and summed lifetimes per lifetime class, given the class
-- of every site.
classStats :: (Int -> LifetimeClass) -> [Obj] -> M.Map LifetimeClass ClassStats
classStats classOf = foldl' add M.empty
  where
    add m o = M.insertWith merge (classOf (objSite o))
                (ClassStats 1 (objSize o) (life o)) m
    merge (ClassStats a b c) (ClassStats a' b' c') = ClassStats (a + a') (b + b') (c + c')
    life o | objDeath o >= immortal = 0
           | otherwise = fromIntegral (objDeath o - objBirth o)

-- | Mean lifetime in bytes of a class (immortal objects excluded).
meanLifetime :: ClassStats -> Double
meanLifetime cs
  | csObjects cs == 0 = 0
  | otherwise = fromIntegral (csLifeSum cs) / fromIntegral (csObjects cs)
