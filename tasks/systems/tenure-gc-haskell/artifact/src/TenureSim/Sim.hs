{-# LANGUAGE BangPatterns #-}
{-# LANGUAGE CPP #-}
-- | Replaying a trace against the heap model under one tenuring policy.
module TenureSim.Sim
  ( simulate
  , SimState(..)
  ) where

import Data.List (foldl')
import qualified Data.IntMap.Strict as IM
import qualified Data.IntSet as IS
#ifdef DEBUG_TRACE
import Debug.Trace (trace)
#endif

import TenureSim.Config
import TenureSim.Heap
import TenureSim.Policy
import TenureSim.Stats
import TenureSim.Types

data SimState = SimState
  { ssHeap      :: !Heap
  , ssClock     :: !Time
  , ssThreshold :: !Int
  , ssStats     :: !GcStats
  , ssSeen      :: !(IM.IntMap Int)   -- ^ per site: objects seen at their first young GC
  , ssSurvived  :: !(IM.IntMap Int)   -- ^ per site: ... of which survived it
  , ssDecided   :: !Bool
  , ssPretenure :: !IS.IntSet
  }

simulate :: Config -> Policy -> [Obj] -> GcStats
simulate cfg pol objs = ssStats (foldl' (step cfg pol) s0 objs)
  where
    s0 = SimState
      { ssHeap = newHeap (cfgNurseryKB cfg * 1024) (cfgOldInitialKB cfg * 1024)
                         (cfgOldGrowth cfg) (cfgSurvivorPct cfg)
      , ssClock = 0
      , ssThreshold = initialThreshold cfg pol
      , ssStats = emptyStats
      , ssSeen = IM.empty, ssSurvived = IM.empty
      , ssDecided = False, ssPretenure = IS.empty }

step :: Config -> Policy -> SimState -> Obj -> SimState
step cfg pol s o
  | IS.member (objSite o) (ssPretenure s) =
      let h  = ssHeap s
          h1 = h { hOld = o : hOld h, hOldUsed = hOldUsed h + sz }
          st = (ssStats s) { stPretenured = stPretenured (ssStats s) + sz }
          s1 = peak (s { ssHeap = h1, ssStats = st, ssClock = ssClock s + sz })
      in maybeOld (ssClock s) s1
  | otherwise =
      let s1 = if hNurseryUsed (ssHeap s) + sz > hNurseryCap (ssHeap s)
                 then emergency (young cfg pol s)
                 else s
          h  = ssHeap s1
          h2 = h { hNursery = Young o 0 : hNursery h, hNurseryUsed = hNurseryUsed h + sz }
      in peak (s1 { ssHeap = h2, ssClock = ssClock s1 + sz })
  where
    sz = objSize o
    emergency s'
      | hNurseryUsed (ssHeap s') + sz > hNurseryCap (ssHeap s') =
          let (h', b) = promoteAll (ssHeap s')
              st = ssStats s'
              st' = st { stCopied = stCopied st + b, stPromoted = stPromoted st + b
                       , stEmergency = stEmergency st + 1 }
          in maybeOld (ssClock s') (s' { ssHeap = h', ssStats = st' })
      | otherwise = s'

peak :: SimState -> SimState
peak s =
  let h  = ssHeap s
      st = ssStats s
      occ = hNurseryUsed h + hOldUsed h
  in if occ > stPeak st then s { ssStats = st { stPeak = occ } } else s

maybeOld :: Time -> SimState -> SimState
maybeOld t s
  | hOldUsed (ssHeap s) > hOldLimit (ssHeap s) =
      let (h', traced) = oldCollect t (ssHeap s)
          st = ssStats s
      in dbg ("major at " ++ show t ++ " live " ++ show traced)
         s { ssHeap = h', ssStats = st { stMajor = stMajor st + 1
                                       , stTraced = stTraced st + traced } }
  | otherwise = s

young :: Config -> Policy -> SimState -> SimState
young cfg pol s =
  let t = ssClock s
      (h1, firsts, copied, promoted, overflow) = youngCollect (ssThreshold s) t (ssHeap s)
      st = ssStats s
      st1 = st { stMinor = stMinor st + 1
               , stCopied = stCopied st + copied
               , stPromoted = stPromoted st + promoted
               , stOverflow = stOverflow st + overflow }
      (seen, surv)
        | ssDecided s = (ssSeen s, ssSurvived s)
        | otherwise   = foldl' count (ssSeen s, ssSurvived s) firsts
      count (!a, !b) (site, alive) =
        (IM.insertWith (+) site 1 a, if alive then IM.insertWith (+) site 1 b else b)
      th' | isAdaptive pol = adjustThreshold cfg (hNurseryCap h1) (hNurseryUsed h1) (ssThreshold s)
          | otherwise      = ssThreshold s
      decideNow = pretenures pol && not (ssDecided s) && stMinor st1 == cfgPretenureWarmup cfg
      chosen
        | decideNow = IS.fromList
            [ site | (site, n) <- IM.toList seen, n >= 16
                   , 100 * IM.findWithDefault 0 site surv >= cfgPretenurePct cfg * n ]
        | otherwise = ssPretenure s
      s1 = s { ssHeap = h1, ssStats = st1, ssThreshold = th'
             , ssSeen = seen, ssSurvived = surv
             , ssDecided = ssDecided s || decideNow, ssPretenure = chosen }
  in dbg ("minor at " ++ show t ++ " kept " ++ show (hNurseryUsed h1) ++ " th " ++ show th')
     (maybeOld t s1)

dbg :: String -> a -> a
#ifdef DEBUG_TRACE
dbg = trace
#else
dbg _ x = x
#endif
