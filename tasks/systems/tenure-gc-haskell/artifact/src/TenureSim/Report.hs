-- | Result rows and their CSV / console rendering.
module TenureSim.Report
  ( Row(..)
  , csvHeader
  , csvLine
  , consoleRows
  , writeRunsCsv
  ) where

import Data.List (intercalate)
import System.Directory (createDirectoryIfMissing)
import System.FilePath (takeDirectory)

import TenureSim.Cost
import TenureSim.Stats
import TenureSim.Util.Table
import TextFmt (groupThousands)

data Row = Row
  { rowWorkload :: String
  , rowPolicy   :: String
  , rowStats    :: GcStats
  , rowWallMs   :: Int
  }

csvHeader :: String
csvHeader = intercalate "," (["workload", "policy"] ++ statsFields ++ ["gc_cost_kcycles", "wall_ms"])

csvLine :: Row -> String
csvLine r = intercalate "," $
  [rowWorkload r, rowPolicy r]
  ++ map show (statsValues (rowStats r))
  ++ [show (gcCostKCycles paperCost (rowStats r)), show (rowWallMs r)]

consoleRows :: [Row] -> String
consoleRows rs = consoleTable hdr (map fmt rs)
  where
    hdr = ["workload", "policy", "minor", "major", "copied KiB", "promoted KiB"
          , "traced KiB", "peak KiB", "cost kcyc"]
    fmt r = let s = rowStats r in
      [ rowWorkload r, rowPolicy r, show (stMinor s), show (stMajor s)
      , groupThousands (kb (stCopied s)), groupThousands (kb (stPromoted s))
      , groupThousands (kb (stTraced s)), groupThousands (kb (stPeak s))
      , groupThousands (gcCostKCycles paperCost s) ]

writeRunsCsv :: FilePath -> [Row] -> IO ()
writeRunsCsv path rs = do
  createDirectoryIfMissing True (takeDirectory path)
  writeFile path (unlines (csvHeader : map csvLine rs))
