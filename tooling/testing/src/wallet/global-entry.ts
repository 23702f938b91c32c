// Entry of dist/test-wallet.global.js (IIFE): defines window.__testWallet once per page.
import { createTestWalletGlobal, type TestWalletGlobal } from './test-wallet-global.ts';

const host = window as Window & { __testWallet?: TestWalletGlobal };
host.__testWallet ??= createTestWalletGlobal();
