-- | TextFmt: a tiny column formatter.
--
-- Vendored (trimmed) from the lab's "hs-utils" collection, 2017; only the
-- functions tenuresim uses are kept.  Do not edit here, edit upstream.
module TextFmt
  ( Align(..)
  , padTo
  , groupThousands
  , renderColumns
  , hrule
  ) where

import Data.List (intercalate, transpose)

data Align = AlignLeft | AlignRight
  deriving (Eq, Show)

padTo :: Align -> Int -> String -> String
padTo a w s
  | length s >= w = s
  | a == AlignLeft = s ++ replicate (w - length s) ' '
  | otherwise      = replicate (w - length s) ' ' ++ s

-- | @groupThousands 1234567 == "1,234,567"@.
groupThousands :: Int -> String
groupThousands n
  | n < 0     = '-' : groupThousands (negate n)
  | otherwise = reverse (intercalate "," (chunks (reverse (show n))))
  where
    chunks [] = []
    chunks xs = let (a, b) = splitAt 3 xs in a : chunks b

-- | Render rows (the first is the header) with per-column alignment.
renderColumns :: [Align] -> [[String]] -> [String]
renderColumns aligns rows =
  [ intercalate "  " [ padTo a w c | (a, w, c) <- zip3 (aligns ++ repeat AlignRight) widths r ]
  | r <- rows ]
  where
    widths = map (maximum . map length) (transpose rows)

hrule :: [[String]] -> String
hrule rows = replicate (sum widths + 2 * (length widths - 1)) '-'
  where widths = map (maximum . map length) (transpose rows)
