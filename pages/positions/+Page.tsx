import { PositionsPage } from './PositionsPage.tsx';

export default PositionsPage;
