export default function Home() {
  return <h1>Hola</h1>;
}
