-- | Allocation-site tables.
--
-- A sites table is a tab-separated file exported from the allocation
-- profiler, one site per line:
--
-- > name <TAB> weight <TAB> min_size <TAB> max_size <TAB> class
--
-- @weight@ is the site's share of allocations (any positive integers),
-- sizes are in bytes, and @class@ is the lifetime class the profiler
-- assigned.  Lines starting with @#@ are comments.
module TenureSim.Sites
  ( readSites
  , parseSites
  , parseClass
  , sitesPath
  , totalWeight
  ) where

import Data.Char (toLower)
import Data.List.Split (splitOn)
import System.FilePath ((</>))
import Text.Read (readMaybe)

import TenureSim.Types

-- | Lifetime class from the profiler's label.  Sites the profiler could not
-- classify are exported with an empty or @?@ label; they are treated as
-- 'Medium', the most common class in all our traces.
parseClass :: String -> LifetimeClass
parseClass s = case map toLower s of
  "short"    -> Short
  "long"     -> Long
  "immortal" -> Immortal
  "static"   -> Immortal
  _          -> Medium

parseRow :: Int -> String -> Either String Site
parseRow lno line = case splitOn "\t" line of
  [n, w, lo, hi, c] -> do
    w'  <- num "weight" w
    lo' <- num "min_size" lo
    hi' <- num "max_size" hi
    if w' <= 0 || lo' <= 0 || hi' < lo'
      then Left ("sites line " ++ show lno ++ ": bad weight or size range")
      else Right (Site n w' lo' hi' (parseClass c))
  cols -> Left ("sites line " ++ show lno ++ ": expected 5 columns, got "
                ++ show (length cols))
  where
    num what v = maybe (Left ("sites line " ++ show lno ++ ": bad " ++ what ++ " " ++ show v))
                       Right (readMaybe v)

parseSites :: String -> Either String [Site]
parseSites txt = mapM (uncurry parseRow) rows
  where
    rows = [ (lno, l) | (lno, l) <- zip [1 :: Int ..] (lines txt)
                      , not (null l), take 1 l /= "#" ]

sitesPath :: FilePath -> String -> FilePath
sitesPath dataDir workload = dataDir </> ("sites_" ++ workload ++ ".tsv")

readSites :: FilePath -> IO [Site]
readSites path = do
  txt <- readFile path
  case parseSites txt of
    Left err -> ioError (userError (path ++ ": " ++ err))
    Right [] -> ioError (userError (path ++ ": no sites"))
    Right ss -> return ss

totalWeight :: [Site] -> Int
totalWeight = sum . map siteWeight
