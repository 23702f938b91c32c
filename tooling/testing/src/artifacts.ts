/**
 * Whether this run takes the artifact screenshots, the pictures kept under `artifacts/` for people
 * to look at (not the compared ones, which every run takes): every local run does; CI's fresh
 * machine, which nobody looks into, does not, unless `E2E_ARTIFACTS=1` (`E2E_ARTIFACTS=0` skips
 * them anywhere). One rule for the site's end-to-end run and the packages' browser tests.
 */
export const shootArtifacts = process.env.E2E_ARTIFACTS === '1' || (process.env.E2E_ARTIFACTS !== '0' && process.env.CI !== 'true');
