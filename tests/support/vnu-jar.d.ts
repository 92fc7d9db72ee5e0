/** The vnu-jar package exports the path of vnu.jar (as a String object). */
declare module "vnu-jar" {
  const jarPath: string;
  export default jarPath;
}
