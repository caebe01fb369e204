-- | Write a small synthetic .atr trace (docs/TRACE_FORMAT.md) for testing the
-- replay parser and tools/atr_stats.py:
--
-- > runghc -isrc tools/GenAtr.hs SEED OBJECTS > sample.atr
--
-- Objects are drawn from the demo workload; frees are emitted at census
-- points every 64 KiB of allocation, like the instrumented allocator does.
module Main (main) where

import Data.List (partition)
import System.Environment (getArgs)
import System.Exit (exitFailure)
import System.IO (hPutStrLn, stderr)

import TenureSim.Demo (demoSites)
import TenureSim.Rng (mkRng)
import TenureSim.Trace (genTrace)
import TenureSim.Types

censusEvery :: Int
censusEvery = 65536

main :: IO ()
main = do
  args <- getArgs
  case args of
    [s, n] -> emit (genTrace (mkRng (read s)) demoSites (read n))
    _ -> hPutStrLn stderr "usage: GenAtr SEED OBJECTS" >> exitFailure

emit :: [Obj] -> IO ()
emit objs = do
  putStrLn "# synthetic trace from tools/GenAtr.hs (demo workload)"
  putStrLn ("# census every " ++ show censusEvery ++ " bytes")
  go (zip [0 :: Int ..] objs) [] censusEvery
  where
    go [] _ _ = return ()   -- objects alive at the end are never freed (immortal)
    go ((i, o) : rest) live nextCensus
      | objBirth o >= nextCensus = do
          let (dead, alive) = partition (\(_, d) -> d <= nextCensus) live
          mapM_ (\(j, _) -> putStrLn ("f " ++ show j)) dead
          go ((i, o) : rest) alive (nextCensus + censusEvery)
      | otherwise = do
          putStrLn ("a " ++ show i ++ " " ++ show (objSite o) ++ " " ++ show (objSize o))
          go rest ((i, objDeath o) : live) nextCensus
