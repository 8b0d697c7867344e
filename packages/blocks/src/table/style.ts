import { ALT, LINE, type BlockCss } from '../styles/tokens';

export const tableCss: BlockCss = {
  base: `
.atlas-table-wrap{overflow-x:auto}
.atlas-table{width:100%;border-collapse:collapse;font-size:.95rem}
.atlas-table caption{text-align:left;font-weight:700;padding-bottom:8px}
.atlas-table th,.atlas-table td{padding:10px 12px;border-bottom:1px solid ${LINE};text-align:left}
.atlas-table thead th{background:${ALT}}
.atlas-table--striped tbody tr:nth-child(even){background:#f9fafb}
`,
};
