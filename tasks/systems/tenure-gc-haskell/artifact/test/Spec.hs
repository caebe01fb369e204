-- | Test driver (plain exitcode-stdio; we dropped hspec in 0.3 to keep the
-- dependency footprint small on the cluster).
module Main (main) where

import Control.Monad (unless)
import System.Exit (exitFailure)

import qualified ConfigSpec
import qualified PolicySpec
import qualified ReplaySpec
import qualified RngSpec
import qualified SimSpec

main :: IO ()
main = do
  results <- concat <$> sequence [RngSpec.tests, ConfigSpec.tests, SimSpec.tests, ReplaySpec.tests, PolicySpec.tests]
  mapM_ report results
  let failed = length (filter (not . snd) results)
  putStrLn (show (length results - failed) ++ " passed, " ++ show failed ++ " failed")
  unless (failed == 0) exitFailure
  where
    report (name, ok) = putStrLn ((if ok then "  ok    " else "  FAIL  ") ++ name)
