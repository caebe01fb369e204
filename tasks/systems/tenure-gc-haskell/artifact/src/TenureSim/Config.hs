-- | Experiment configuration: a flat @key = value@ file.
--
-- Lines starting with @#@ are comments.  Unknown keys are an error (a typo
-- in a config must not silently fall back to a default); missing keys take
-- the defaults of 'defaultConfig', which are the values of the paper.
module TenureSim.Config
  ( Config(..)
  , defaultConfig
  , parseConfig
  , readConfigFile
  , renderConfig
  ) where

import Data.Char (isSpace)
import Data.List (foldl', intercalate)
import Data.List.Split (splitOn)
import Data.Word (Word64)
import Text.Read (readMaybe)

data Config = Config
  { cfgSeed             :: !Word64
  , cfgObjects          :: !Int     -- ^ objects per workload trace
  , cfgNurseryKB        :: !Int
  , cfgSurvivorPct      :: !Int     -- ^ survivor space, % of the nursery
  , cfgOldInitialKB     :: !Int
  , cfgOldGrowth        :: !Double  -- ^ old-generation limit = live * growth
  , cfgInitialThreshold :: !Int
  , cfgAdaptiveTarget   :: !Int     -- ^ target survivor occupancy, % of nursery
  , cfgPretenureWarmup  :: !Int     -- ^ young collections before sites are classified
  , cfgPretenurePct     :: !Int     -- ^ survival rate (%) above which a site is pretenured
  , cfgWorkloads        :: ![String]
  , cfgPolicies         :: ![String]
  } deriving (Eq, Show)

defaultConfig :: Config
defaultConfig = Config
  { cfgSeed             = 20190611
  , cfgObjects          = 400000
  , cfgNurseryKB        = 256
  , cfgSurvivorPct      = 10
  , cfgOldInitialKB     = 1024
  , cfgOldGrowth        = 1.75
  , cfgInitialThreshold = 4
  , cfgAdaptiveTarget   = 5
  , cfgPretenureWarmup  = 8
  , cfgPretenurePct     = 60
  , cfgWorkloads        = ["webserver", "compiler"]
  , cfgPolicies         = ["fixed-1", "fixed-4", "adaptive", "adaptive+pretenure"]
  }

strip :: String -> String
strip = f . f where f = reverse . dropWhile isSpace

-- | Parse one value with a helpful error.
readField :: Read a => String -> String -> Either String a
readField key v = case readMaybe v of
  Just x  -> Right x
  Nothing -> Left ("config: cannot read value of '" ++ key ++ "': " ++ show v)

listField :: String -> [String]
listField = filter (not . null) . map strip . splitOn ","

-- | Apply one @key = value@ line.
applyLine :: Config -> (Int, String) -> Either String Config
applyLine cfg (lno, raw) = do
  let line = strip (takeWhile (/= '#') raw)
  if null line then return cfg else do
    [k, v] <- return (map strip (splitOn "=" line))
    case k of
      "seed"                   -> (\x -> cfg { cfgSeed = x })             <$> readField k v
      "objects"                -> (\x -> cfg { cfgObjects = x })          <$> readField k v
      "nursery_kb"             -> (\x -> cfg { cfgNurseryKB = x })        <$> readField k v
      "survivor_pct"           -> (\x -> cfg { cfgSurvivorPct = x })      <$> readField k v
      "old_initial_kb"         -> (\x -> cfg { cfgOldInitialKB = x })     <$> readField k v
      "old_growth"             -> (\x -> cfg { cfgOldGrowth = x })        <$> readField k v
      "initial_threshold"      -> (\x -> cfg { cfgInitialThreshold = x }) <$> readField k v
      "adaptive_target_pct"    -> (\x -> cfg { cfgAdaptiveTarget = x })   <$> readField k v
      "pretenure_warmup"       -> (\x -> cfg { cfgPretenureWarmup = x })  <$> readField k v
      "pretenure_survival_pct" -> (\x -> cfg { cfgPretenurePct = x })     <$> readField k v
      "workloads"              -> return cfg { cfgWorkloads = listField v }
      "policies"               -> return cfg { cfgPolicies = listField v }
      _ -> Left ("config line " ++ show lno ++ ": unknown key " ++ show k)

parseConfig :: String -> Either String Config
parseConfig txt = do
  cfg <- foldl' step (Right defaultConfig) (zip [1 ..] (lines txt))
  validate cfg
  where
    step acc l = acc >>= \c -> applyLine c l

validate :: Config -> Either String Config
validate c
  | cfgObjects c <= 0            = Left "config: objects must be positive"
  | cfgNurseryKB c < 16          = Left "config: nursery_kb must be at least 16"
  | cfgSurvivorPct c <= 0 || cfgSurvivorPct c > 50
                                 = Left "config: survivor_pct must be in 1..50"
  | cfgOldGrowth c < 1.0         = Left "config: old_growth must be >= 1"
  | cfgInitialThreshold c < 1 || cfgInitialThreshold c > 15
                                 = Left "config: initial_threshold must be in 1..15"
  | null (cfgWorkloads c)        = Left "config: no workloads"
  | null (cfgPolicies c)         = Left "config: no policies"
  | otherwise                    = Right c

readConfigFile :: FilePath -> IO Config
readConfigFile path = do
  txt <- readFile path
  case parseConfig txt of
    Left err  -> ioError (userError (path ++ ": " ++ err))
    Right cfg -> return cfg

-- | The configuration as it is echoed at the top of every run.
renderConfig :: Config -> String
renderConfig c = unlines
  [ "seed = " ++ show (cfgSeed c)
  , "objects = " ++ show (cfgObjects c)
  , "nursery_kb = " ++ show (cfgNurseryKB c)
  , "survivor_pct = " ++ show (cfgSurvivorPct c)
  , "old_initial_kb = " ++ show (cfgOldInitialKB c)
  , "old_growth = " ++ show (cfgOldGrowth c)
  , "initial_threshold = " ++ show (cfgInitialThreshold c)
  , "adaptive_target_pct = " ++ show (cfgAdaptiveTarget c)
  , "pretenure_warmup = " ++ show (cfgPretenureWarmup c)
  , "pretenure_survival_pct = " ++ show (cfgPretenurePct c)
  , "workloads = " ++ intercalate ", " (cfgWorkloads c)
  , "policies = " ++ intercalate ", " (cfgPolicies c)
  ]
