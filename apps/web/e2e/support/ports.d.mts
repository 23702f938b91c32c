export declare const sitePort: number;
export declare const analyticsPort: number;
export declare const apiPort: number;
export declare const harnessPort: number;
export declare const playPort: number;
export declare const playgroundGamePort: number;
