import { KIT_VERSION } from '@atlas/shell-kit';
export default function ContentSection() { return <div>content {KIT_VERSION}</div>; }
