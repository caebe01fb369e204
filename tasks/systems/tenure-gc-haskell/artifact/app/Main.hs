module Main (main) where

import Control.Monad (unless)
import Data.Monoid ((<>))
import Options.Applicative
import System.Exit (exitFailure)
import System.FilePath ((</>))

import TenureSim.Analysis (survivalCurve)
import TenureSim.Config
import TenureSim.Demo
import TenureSim.Experiment
import TenureSim.Rng
import TenureSim.Sites
import TenureSim.Sweep
import TenureSim.Trace
import qualified Data.IntMap.Strict as IM
import TenureSim.Types (siteName)

data Command
  = Table FilePath FilePath FilePath
  | Demo (Maybe FilePath)
  | SweepCmd FilePath FilePath FilePath
  | TraceStats FilePath FilePath String
  | ShowConfig FilePath

configOpt :: Parser FilePath
configOpt = strOption (long "config" <> short 'c' <> metavar "FILE"
                       <> value "conf/experiment.cfg" <> showDefault
                       <> help "experiment configuration")

dataOpt :: Parser FilePath
dataOpt = strOption (long "data" <> metavar "DIR" <> value "data" <> showDefault
                     <> help "directory of the sites_<workload>.tsv tables")

outOpt :: FilePath -> Parser FilePath
outOpt def = strOption (long "out" <> short 'o' <> metavar "FILE" <> value def <> showDefault
                        <> help "output CSV")

commands :: Parser Command
commands = hsubparser
  ( command "table" (info (Table <$> configOpt <*> dataOpt <*> outOpt ("results" </> "runs.csv"))
      (progDesc "Run every workload under every policy (Table 2)"))
 <> command "demo" (info (Demo <$> optional (strOption (long "golden" <> metavar "FILE"
                                  <> help "compare with a golden file")))
      (progDesc "Run the built-in demo workload"))
 <> command "sweep" (info (SweepCmd <$> configOpt <*> dataOpt <*> outOpt ("results" </> "sweep.csv"))
      (progDesc "Nursery-size sweep (Figure 3)"))
 <> command "trace-stats" (info (TraceStats <$> configOpt <*> dataOpt
                                   <*> strArgument (metavar "WORKLOAD"))
      (progDesc "Describe the trace of one workload"))
 <> command "config" (info (ShowConfig <$> configOpt)
      (progDesc "Print the configuration with defaults filled in"))
  )

main :: IO ()
main = do
  cmd <- execParser (info (commands <**> helper)
           (fullDesc <> progDesc "tenuresim: tenuring policies for generational GC"
                     <> header "tenuresim 0.4.1"))
  case cmd of
    Table cfgPath dataDir out -> do
      cfg <- readConfigFile cfgPath
      _ <- runTable cfg dataDir out
      return ()
    Demo golden -> do
      ok <- runDemo golden
      unless ok exitFailure
    SweepCmd cfgPath dataDir out -> do
      cfg <- readConfigFile cfgPath
      m <- runSweep cfg dataDir
      writeFile out (sweepCsv m)
      putStrLn ("wrote " ++ out)
    TraceStats cfgPath dataDir wl -> do
      cfg <- readConfigFile cfgPath
      sites <- readSites (sitesPath dataDir wl)
      let k = length (takeWhile (/= wl) (cfgWorkloads cfg))
          tr = genTrace (streamFor (cfgSeed cfg) k) sites (cfgObjects cfg)
          s = summarise tr
      putStrLn ("objects   " ++ show (tsObjects s))
      putStrLn ("bytes     " ++ show (tsBytes s))
      putStrLn ("immortal  " ++ show (tsImmortal s))
      mapM_ (\(i, n) -> putStrLn ("  " ++ siteName (sites !! i) ++ " " ++ show n))
            (IM.toList (tsPerSite s))
      mapM_ (\(x, f) -> putStrLn ("survival " ++ show x ++ " " ++ show f)) (survivalCurve tr)
    ShowConfig cfgPath -> readConfigFile cfgPath >>= putStr . renderConfig
