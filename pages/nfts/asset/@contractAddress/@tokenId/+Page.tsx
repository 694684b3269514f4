import { NftAssetPage } from '../../../../nft/NftAssetPage.tsx';

export default NftAssetPage;
