{-# LANGUAGE BangPatterns #-}
-- | Replaying recorded traces (the @.atr@ text format written by our
-- instrumented allocator, see docs/TRACE_FORMAT.md).
--
-- Recorded traces were used for the validation in section 5; they are not
-- distributed (they are several GB each), so this module is only exercised
-- by the unit tests on a tiny inline sample.
module TenureSim.Replay
  ( parseAtr
  , AtrError(..)
  ) where

import Control.Monad.State.Strict
import qualified Data.Map.Strict as M

import TenureSim.Types

data AtrError = AtrError !Int String
  deriving (Eq, Show)

-- Parser state: clock, next object id, live objects by id, finished objects.
data PS = PS
  { psClock :: !Int
  , psLive  :: !(M.Map Int (Int, Int, Int))   -- id -> (site, size, birth)
  , psDone  :: [Obj]
  }

-- | Parse an .atr trace:
--
-- > a <id> <site> <size>     allocation
-- > f <id>                   the object became unreachable
-- > # ...                    comment
--
-- Objects never freed are immortal.  Objects are returned in allocation
-- order.
parseAtr :: String -> Either AtrError [Obj]
parseAtr txt = do
  st <- execStateT (mapM_ line (zip [1 ..] (lines txt))) (PS 0 M.empty [])
  let remaining = [ Obj s sz b immortal | (_, (s, sz, b)) <- M.toList (psLive st) ]
  return (sortByBirth (psDone st ++ remaining))
  where
    line :: (Int, String) -> StateT PS (Either AtrError) ()
    line (lno, l) = case words l of
      [] -> return ()
      ("#" : _) -> return ()
      ["a", i, s, sz] -> do
        PS c live done <- get
        let !i' = read i; !s' = read s; !sz' = read sz
        when (M.member i' live) (lift (Left (AtrError lno ("duplicate id " ++ i))))
        put (PS (c + sz') (M.insert i' (s', sz', c) live) done)
      ["f", i] -> do
        PS c live done <- get
        case M.lookup (read i) live of
          Nothing -> lift (Left (AtrError lno ("free of unknown id " ++ i)))
          Just (s, sz, b) -> put (PS c (M.delete (read i) live) (Obj s sz b c : done))
      _ -> lift (Left (AtrError lno ("bad line: " ++ l)))

sortByBirth :: [Obj] -> [Obj]
sortByBirth = map snd . M.toAscList . M.fromList . map (\o -> (objBirth o, o))
