export { CardGrid, CardGridItem, type CardGridItemProps, type CardGridProps } from './CardGrid';
