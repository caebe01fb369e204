-- | Console and Markdown tables of run results.
module TenureSim.Util.Table
  ( consoleTable
  , markdownTable
  ) where

import Data.List (intercalate)

import TextFmt

-- | Header row plus data rows, first column left-aligned.
consoleTable :: [String] -> [[String]] -> String
consoleTable hdr rows =
  let allRows = hdr : rows
      ls = renderColumns (AlignLeft : AlignLeft : repeat AlignRight) allRows
  in unlines (take 1 ls ++ [hrule allRows] ++ drop 1 ls)

markdownTable :: [String] -> [[String]] -> String
markdownTable hdr rows = unlines $
  [ row hdr
  , row (map (const "---") hdr) ] ++ map row rows
  where row cs = "| " ++ intercalate " | " cs ++ " |"
