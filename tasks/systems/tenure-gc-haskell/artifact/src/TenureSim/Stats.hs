-- | Counters of one simulated run.
module TenureSim.Stats
  ( GcStats(..)
  , emptyStats
  , statsFields
  , statsValues
  , kb
  ) where

-- | Everything the heap model counts.  Byte counters are exact; the
-- tables report them in KiB (rounded down).
data GcStats = GcStats
  { stMinor      :: !Int   -- ^ young collections
  , stMajor      :: !Int   -- ^ old-generation (mark) collections
  , stCopied     :: !Int   -- ^ bytes copied by young collections (to survivor or old)
  , stPromoted   :: !Int   -- ^ bytes promoted into the old generation
  , stOverflow   :: !Int   -- ^ part of the promoted bytes that overflowed the survivor space
  , stTraced     :: !Int   -- ^ live bytes marked by old collections
  , stPretenured :: !Int   -- ^ bytes allocated directly in the old generation
  , stEmergency  :: !Int   -- ^ young collections that had to empty the nursery
  , stPeak       :: !Int   -- ^ peak heap occupancy (nursery + old) in bytes
  } deriving (Eq, Show)

emptyStats :: GcStats
emptyStats = GcStats 0 0 0 0 0 0 0 0 0

-- Statistics of several runs (the sweep driver and the summary line) are
-- combined with the monoid: counters add up, peaks take the maximum.
instance Monoid GcStats where
  mempty = emptyStats
  mappend a b = GcStats
    { stMinor      = stMinor a + stMinor b
    , stMajor      = stMajor a + stMajor b
    , stCopied     = stCopied a + stCopied b
    , stPromoted   = stPromoted a + stPromoted b
    , stOverflow   = stOverflow a + stOverflow b
    , stTraced     = stTraced a + stTraced b
    , stPretenured = stPretenured a + stPretenured b
    , stEmergency  = stEmergency a + stEmergency b
    , stPeak       = max (stPeak a) (stPeak b)
    }

kb :: Int -> Int
kb b = b `div` 1024

statsFields :: [String]
statsFields =
  [ "minor_gcs", "major_gcs", "copied_kb", "promoted_kb", "overflow_kb"
  , "traced_kb", "pretenured_kb", "emergency_gcs", "peak_kb" ]

statsValues :: GcStats -> [Int]
statsValues s =
  [ stMinor s, stMajor s, kb (stCopied s), kb (stPromoted s), kb (stOverflow s)
  , kb (stTraced s), kb (stPretenured s), stEmergency s, kb (stPeak s) ]
