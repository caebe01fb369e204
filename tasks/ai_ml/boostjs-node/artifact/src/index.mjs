export { GradientBoosting, logLoss, accuracy } from './gbm.mjs';
export { makeLattice, maskMissing } from './data.mjs';
