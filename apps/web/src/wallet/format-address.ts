/** `0x1234…abcd`: the start and end of an address, for buttons and lists. */
export function shortenAddress(address: string): string {
  return address.length > 12 ? `${address.slice(0, 6)}…${address.slice(-4)}` : address;
}
