import { popularPoolPages } from '../../../../pool/popularPoolPages.ts';

export const onBeforePrerenderStart = () => popularPoolPages();
