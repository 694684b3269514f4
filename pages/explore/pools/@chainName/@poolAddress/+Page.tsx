import { PoolPage } from '../../../../pool/PoolPage.tsx';

export default PoolPage;
