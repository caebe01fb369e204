-- | A minimal JSON writer for result files (we avoid aeson: it doubled the
-- build time on the cluster and its API changes with every major version).
module TenureSim.Export
  ( JValue(..)
  , render
  , statsObject
  , rowsJson
  ) where

import Data.Char (ord)
import Data.List (intercalate)
import Text.Printf (printf)

import TenureSim.Cost
import TenureSim.Stats

data JValue
  = JNull
  | JBool Bool
  | JInt Int
  | JString String
  | JArray [JValue]
  | JObject [(String, JValue)]
  deriving (Eq, Show)

render :: JValue -> String
render JNull = "null"
render (JBool b) = if b then "true" else "false"
render (JInt n) = show n
render (JString s) = renderString s
render (JArray xs) = "[" ++ intercalate "," (map render xs) ++ "]"
render (JObject kvs) = "{" ++ intercalate "," [ renderString k ++ ":" ++ render v | (k, v) <- kvs ] ++ "}"

renderString :: String -> String
renderString s = "\"" ++ concatMap esc s ++ "\""
  where
    esc '"'  = "\\\""
    esc '\\' = "\\\\"
    esc '\n' = "\\n"
    esc '\r' = "\\r"
    esc '\t' = "\\t"
    esc c | ord c < 0x20 = printf "\\u%04x" (ord c)
          | otherwise    = [c]

statsObject :: GcStats -> JValue
statsObject s = JObject (zip statsFields (map JInt (statsValues s))
                         ++ [("gc_cost_kcycles", JInt (gcCostKCycles paperCost s))])

-- | (workload, policy, stats) rows as a JSON array.
rowsJson :: [(String, String, GcStats)] -> String
rowsJson rs = render (JArray [ JObject [ ("workload", JString w), ("policy", JString p)
                                       , ("stats", statsObject s) ]
                             | (w, p, s) <- rs ])
