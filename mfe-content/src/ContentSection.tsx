export default function ContentSection() { return <div>content</div>; }
