export declare const sitePort: number;
export declare const analyticsPort: number;
