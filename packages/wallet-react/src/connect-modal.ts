// @site/wallet-react/connect-modal: only the connect modal's open-state store. It imports nothing,
// so an app that loads the wallet code lazily can open the modal from its first paint.
// Every export here is covered by the API snapshot test.
export { createConnectModalStore, type ConnectModalStore } from './provider/connect-modal-store.ts';
