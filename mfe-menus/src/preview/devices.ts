export type DeviceId = 'desktop' | 'tablet' | 'mobile' | 'wide';

/** The sizes a menu previews at. */
export const DEVICES: { id: DeviceId; label: string; width: number; height: number }[] = [
  { id: 'desktop', label: 'Desktop', width: 1200, height: 800 },
  { id: 'tablet', label: 'Tablet', width: 768, height: 1024 },
  { id: 'mobile', label: 'Mobile', width: 375, height: 667 },
  { id: 'wide', label: 'Wide', width: 1440, height: 900 },
];
