{-# LANGUAGE BangPatterns #-}
-- | Core data types shared by the trace generator and the heap model.
module TenureSim.Types
  ( LifetimeClass(..)
  , Site(..)
  , Obj(..)
  , Bytes
  , Time
  , immortal
  , classBounds
  , className
  ) where

-- | Sizes and times are measured in bytes; time is the allocation clock
-- (bytes allocated since the start of the trace).
type Bytes = Int
type Time  = Int

-- | Lifetime classes an allocation site is assigned to by the profiler.
data LifetimeClass
  = Short      -- ^ dies within a few KiB of allocation
  | Medium     -- ^ survives one or two young collections
  | Long       -- ^ lives for megabytes of allocation
  | Immortal   -- ^ never dies during the trace (caches, interned data)
  deriving (Eq, Ord, Show, Enum, Bounded)

className :: LifetimeClass -> String
className Short    = "short"
className Medium   = "medium"
className Long     = "long"
className Immortal = "immortal"

-- | Half-open lifetime interval @[lo, hi)@ in bytes of allocation.
-- 'Immortal' has no interval; see 'immortal'.
classBounds :: LifetimeClass -> (Int, Int)
classBounds Short    = (0, 8192)
classBounds Medium   = (8192, 262144)
classBounds Long     = (262144, 8388608)
classBounds Immortal = (0, 1)

-- | Death time of objects that never die.
immortal :: Time
immortal = maxBound `div` 4

-- | An allocation site as read from a sites table.
data Site = Site
  { siteName   :: !String
  , siteWeight :: !Int
  , siteMinSz  :: !Int
  , siteMaxSz  :: !Int
  , siteClass  :: !LifetimeClass
  } deriving (Eq, Show)

-- | One allocated object of a trace.
data Obj = Obj
  { objSite  :: !Int     -- ^ index of the site in the sites table
  , objSize  :: !Bytes
  , objBirth :: !Time
  , objDeath :: !Time    -- ^ first time at which the object is garbage
  } deriving (Eq, Show)
