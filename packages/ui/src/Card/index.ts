export {
  Card,
  CardBody,
  CardFooter,
  CardMedia,
  CardTitle,
  type CardBodyProps,
  type CardFooterProps,
  type CardMediaProps,
  type CardProps,
  type CardTitleProps,
} from './Card';
