-- | Tenuring policies.
--
-- * @fixed-N@: an object is promoted when it has survived N young
--   collections (HotSpot-style MaxTenuringThreshold).
-- * @adaptive@: the threshold starts at @initial_threshold@ and moves by
--   one after every young collection, down when the survivors occupy more
--   than the target share of the nursery, up when they occupy less than
--   half of it (clamped to 1..15).
-- * @adaptive+pretenure@: adaptive, plus per-site pretenuring: after
--   @pretenure_warmup@ young collections every site whose young objects
--   survived their first collection at a rate of at least
--   @pretenure_survival_pct@ percent allocates directly in the old
--   generation from then on.
module TenureSim.Policy
  ( Policy(..)
  , parsePolicy
  , policyName
  , isAdaptive
  , pretenures
  , initialThreshold
  , adjustThreshold
  , maxThreshold
  ) where

import Data.Char (isDigit)

import TenureSim.Config

data Policy
  = Fixed !Int
  | Adaptive
  | AdaptivePretenure
  deriving (Eq, Show)

maxThreshold :: Int
maxThreshold = 15

parsePolicy :: String -> Either String Policy
parsePolicy s = case s of
  "adaptive"           -> Right Adaptive
  "adaptive+pretenure" -> Right AdaptivePretenure
  'f':'i':'x':'e':'d':'-':ds
    | not (null ds), all isDigit ds
    , let n = read ds, n >= 1, n <= maxThreshold -> Right (Fixed n)
  _ -> Left ("unknown policy " ++ show s)

policyName :: Policy -> String
policyName (Fixed n)         = "fixed-" ++ show n
policyName Adaptive          = "adaptive"
policyName AdaptivePretenure = "adaptive+pretenure"

isAdaptive :: Policy -> Bool
isAdaptive (Fixed _) = False
isAdaptive _         = True

pretenures :: Policy -> Bool
pretenures AdaptivePretenure = True
pretenures _                 = False

initialThreshold :: Config -> Policy -> Int
initialThreshold _   (Fixed n) = n
initialThreshold cfg _         = cfgInitialThreshold cfg

-- | New threshold of an adaptive policy after a young collection that kept
-- @kept@ bytes in a nursery of @cap@ bytes.
adjustThreshold :: Config -> Int -> Int -> Int -> Int
adjustThreshold cfg cap kept th
  | kept * 100 > target * cap = max 1 (th - 1)
  | kept * 200 < target * cap = min maxThreshold (th + 1)
  | otherwise                 = th
  where target = cfgAdaptiveTarget cfg
