-- | A small, explicit SplitMix64 generator.
--
-- We deliberately do not use "System.Random": its generator changed between
-- random-1.1 and random-1.2, and the traces of the paper must be the same on
-- every machine.  The constants are the usual SplitMix64 ones (golden gamma
-- and the two MurmurHash3-style finaliser multipliers).
module TenureSim.Rng
  ( Rng
  , mkRng
  , nextWord
  , nextBelow
  , nextRange
  , splitRng
  , streamFor
  , rngState
  ) where

import Data.Bits (shiftR, xor)
import Data.Word (Word64)

-- | Generator state: a single 64-bit counter.
newtype Rng = Rng Word64
  deriving (Eq, Show)

goldenGamma :: Word64
goldenGamma = 0x9e3779b97f4a7c15

mkRng :: Word64 -> Rng
mkRng = Rng

rngState :: Rng -> Word64
rngState (Rng s) = s

mix64 :: Word64 -> Word64
mix64 z0 =
  let z1 = (z0 `xor` (z0 `shiftR` 30)) * 0xbf58476d1ce4e5b9
      z2 = (z1 `xor` (z1 `shiftR` 27)) * 0x94d049bb133111eb
  in z2 `xor` (z2 `shiftR` 31)

-- | Next 64-bit output and the new state.
nextWord :: Rng -> (Word64, Rng)
nextWord (Rng s) =
  let s' = s + goldenGamma
  in (mix64 s', Rng s')
{-# INLINE nextWord #-}

-- | A value in @[0, n)@ by plain modulo reduction.  The bias is below 2^-40
-- for the ranges we use and, unlike rejection sampling, every call consumes
-- exactly one output, which keeps traces aligned across policies.
nextBelow :: Int -> Rng -> (Int, Rng)
nextBelow n g
  | n <= 0    = error "TenureSim.Rng.nextBelow: empty range"
  | otherwise =
      let (w, g') = nextWord g
      in (fromIntegral (w `mod` fromIntegral n), g')
{-# INLINE nextBelow #-}

-- | A value in @[lo, hi]@ (inclusive).
nextRange :: Int -> Int -> Rng -> (Int, Rng)
nextRange lo hi g
  | hi < lo   = error "TenureSim.Rng.nextRange: hi < lo"
  | otherwise = let (x, g') = nextBelow (hi - lo + 1) g in (lo + x, g')

-- | Split off an independent generator (used by the sweep driver only).
splitRng :: Rng -> (Rng, Rng)
splitRng g =
  let (a, g1) = nextWord g
      (b, g2) = nextWord g1
  in (Rng (mix64 (a `xor` b)), g2)

-- | The generator of workload number @k@ of an experiment with seed @s@.
-- Streams are spaced by a large odd constant so that two workloads never
-- share a prefix.
streamFor :: Word64 -> Int -> Rng
streamFor s k = Rng (s + 1000003 * fromIntegral k)
