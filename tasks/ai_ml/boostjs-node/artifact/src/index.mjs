export { GradientBoosting, logLoss, accuracy } from './gbm.mjs';
export { makeLattice } from './data.mjs';
