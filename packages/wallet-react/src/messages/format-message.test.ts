import { isValidElement } from 'react';
import { describe, expect, it } from 'vitest';
import { defaultMessages } from './default-messages.ts';
import { formatMessage, formatMessageParts } from './format-message.ts';

describe('formatMessage', () => {
  it('fills every placeholder', () => {
    expect(formatMessage(defaultMessages.pendingHint, { wallet: 'MetaMask' })).toBe(
      'MetaMask already has a request open. Open MetaMask, unlock it and finish the request there. This screen continues by itself once you do.',
    );
  });

  it('keeps the README’s wording for the unavailable wallet', () => {
    expect(formatMessage(defaultMessages.unavailableWithLink, { wallet: 'OKX Wallet' })).toBe('Please install or switch to OKX Wallet to continue');
    expect(formatMessage(defaultMessages.unavailableNoLink, { wallet: 'Rabby Wallet' })).toBe('Please install or enable Rabby Wallet to continue');
  });

  it('leaves unknown placeholders as written and does not interpret values', () => {
    expect(formatMessage('Hi {name}, {unknown}', { name: '{unknown}' })).toBe('Hi {unknown}, {unknown}');
  });

  it('splits a sentence around node placeholders', () => {
    const parts = formatMessageParts('I agree to the {terms} and the {privacy}.', { terms: 'T', privacy: 'P' });
    expect(parts).toHaveLength(5);
    expect(parts.every((part) => isValidElement(part))).toBe(true);
  });
});
